import type { LegalDocument } from '../legal-document.ts';

export const terms: LegalDocument = {
  title: 'Terms and Conditions',
  intro:
    'These terms govern your use of Member Passport, the online portal the Club offers to its members. Please read them carefully: by registering or using the portal, you accept them. Your rights and obligations as a member remain those set out in your membership contract.',
  effectiveLabel: 'Effective 21 January 2022',
  sections: [
    {
      id: 'the-portal',
      heading: 'The portal',
      paragraphs: [
        'Member Passport is the Club’s portal for its members: a personal space where you can review your vacation contracts, make payments, download invoices, request reservations, manage your profile and read messages from the Club.',
        'The portal is currently offered as a beta (version 1.0). It is available 365 days a year, 24 hours a day, although it may occasionally pause for maintenance or updates. As a beta, some features may change, improve or be withdrawn over time.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      paragraphs: [
        'To use the portal you must be of legal age and hold a customer (member) number issued by the Club. You agree to give accurate information when you register and to keep it up to date.',
        'Accounts are personal and non-transferable. Each account belongs to one member and may not be shared, lent or used on behalf of someone else.',
        'You may delete your profile at any time by removing all the cards enrolled in it. To close your account completely, please also contact customer care.',
      ],
    },
    {
      id: 'password-and-security',
      heading: 'Password and security',
      paragraphs: [
        'Keep your password secret and do not share it with anyone, including people who say they act on behalf of the Club: the Club will never ask you for your password.',
        'If you suspect that someone else knows or has used your password, reset it right away from the sign-in page and let customer care know. Please note that resetting your password also changes your login for the Club’s mobile app.',
        'Activity carried out with your credentials is treated as yours until you reset your password or tell us about the misuse.',
      ],
    },
    {
      id: 'saved-cards',
      heading: 'Saved cards',
      paragraphs: [
        'You may add only cards issued in your own name. Cards issued to third parties are forbidden.',
        'Card numbers are entered on the secure hosted checkout of our payment provider and are never stored by the portal. The portal keeps only what it needs to recognise your card: a token issued by the provider, the card brand, the last four digits, the expiry date and the billing address.',
        'You can choose a default card and remove any card from your profile whenever you wish.',
      ],
    },
    {
      id: 'payments-and-invoices',
      heading: 'Payments and invoices',
      paragraphs: [
        'Payments made through the portal are charged in Mexican pesos (MXN) or US dollars (USD), according to your contract. Please review the amount before you confirm each payment.',
        'Once a payment is approved, you can download its invoice from the confirmation page or, at any time, from your payment history.',
        'If the card issuer or the payment provider declines a payment, the portal will tell you, and you can try again or use another card.',
      ],
    },
    {
      id: 'reservations-and-requests',
      heading: 'Reservations and other requests',
      paragraphs: [
        'A reservation request sent through the portal is a request, not a confirmed booking: a reservation is confirmed only when the Club confirms it to you. Reservation and contact requests are answered within 24 hours.',
        'When you update your profile details, an agent verifies the changes within 1 to 3 days, and you receive an e-mail when you save them.',
        'If you add travellers to a request, please make sure their details are correct and that they agree to share them with the Club.',
      ],
    },
    {
      id: 'messages-and-notifications',
      heading: 'Messages and notifications',
      paragraphs: [
        'Service messages about your account, contracts, payments and reservations reach you in the portal’s message centre and, where appropriate, by e-mail. A badge in the header tells you when you have unread messages.',
        'You decide whether you receive marketing communications, including our monthly communications: switch them on or off at any time with the communication toggles in your profile.',
      ],
    },
    {
      id: 'customer-care',
      heading: 'Customer care',
      paragraphs: [
        'Our customer care team is available Monday to Friday from 8am to 8pm and Saturday from 9am to 3pm (Central time), and is closed on Sundays.',
        'Opening hours may change over time; the contact page always shows the current hours, together with our toll-free number and the contact form.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: [
        'Use the portal only to manage your own membership, in good faith and in line with these terms. If we detect a breach of these rules, the Club may suspend or close your access to the portal, without affecting your rights under your membership contract.',
        'In particular, you may not:',
      ],
      list: [
        'copy or extract content or data from the portal by automated means, such as scraping, bots or similar tools;',
        'try to bypass, disable or probe the portal’s security measures, or access accounts, data or areas that are not yours;',
        'interfere with the operation of the portal or overload it, for example with automated or mass requests;',
        'use cards issued to third parties or information that does not belong to you;',
        'impersonate another person or provide false information.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'We work to keep the portal accurate, secure and available, but as a beta it may occasionally contain errors or be unavailable. The information in the portal is shown for your convenience; if it differs from your membership contract or from the confirmations the Club sends you, the contract and those confirmations prevail.',
        'In plain words: the Club is not responsible for losses caused by interruptions or failures beyond its reasonable control, such as internet, telecommunications or third-party service outages, nor for the misuse of your password when it has not been kept secret. Nothing in these terms limits the rights you have under Mexican law, including the Ley Federal de Protección al Consumidor.',
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to these terms',
      paragraphs: [
        'The Club may update these terms to reflect changes in the portal, in its services or in the law. The effective date at the top of this page shows when the current version took effect.',
        'When changes are significant, we will let you know in the portal or by e-mail before they take effect. If you keep using the portal after that date, you accept the updated terms.',
      ],
    },
    {
      id: 'language-and-governing-law',
      heading: 'Language and governing law',
      paragraphs: [
        'These terms are published in Spanish and English. In case of any discrepancy between the two versions, the Spanish version prevails.',
        'These terms are governed by the laws of Mexico. Any dispute will be settled by the competent courts of Mexico City, unless the Ley Federal de Protección al Consumidor gives you the right to choose another venue, in which case the choice is yours. You may also turn to the Procuraduría Federal del Consumidor (Profeco).',
      ],
    },
  ],
};
