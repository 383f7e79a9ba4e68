import type { LegalDocument } from '../legal-document.ts';

export const privacy: LegalDocument = {
  title: 'Privacy Notice',
  intro:
    'This Privacy Notice explains how the Club collects, uses and protects your personal data when you use Member Passport, in accordance with Mexico’s Ley Federal de Protección de Datos Personales en Posesión de los Particulares (Federal Law on the Protection of Personal Data Held by Private Parties) and the applicable regulations.',
  effectiveLabel: 'Effective 20 April 2017',
  lastModifiedLabel: 'Last modified 21 January 2022',
  sections: [
    {
      id: 'responsible-party',
      heading: 'Who is responsible for your data',
      paragraphs: [
        'The Club, operator of the Member Passport portal, is responsible for the processing of your personal data. Its domicile for matters related to this notice is the one stated in your membership contract.',
        'For any question about this notice or about how we handle your personal data, you can write to our data-protection desk at privacidad@example.com.',
      ],
    },
    {
      id: 'personal-data',
      heading: 'Personal data we collect',
      paragraphs: [
        'We do not ask for sensitive personal data. If you give us the details of other travellers, please make sure they know about this notice and agree to share their data with the Club.',
        'To provide the portal and manage your membership, we process the following categories of personal data:',
      ],
      list: [
        'Identification data: first name, last name and customer (member) number.',
        'Contact data: e-mail address, home and mobile phone numbers, and postal address (street, city, state, country and postal code).',
        'Membership and contract data: your contracts, weeks used and available, amounts due, payment history, reservations and exchanges, and the details of the travellers you add to a reservation request.',
        'Payment data: billing details and the card data handled through our payment provider, as described in the next section.',
        'Navigation data: IP address, browser and device type, language preference, and the date and time of your visits and of the actions you take in the portal.',
      ],
    },
    {
      id: 'payment-data',
      heading: 'Payment data and tokenisation',
      paragraphs: [
        'Card numbers are entered directly on the secure hosted checkout of our payment provider and are never stored by the portal. The provider returns a token that represents your card (tokenisation), and the portal keeps only that token, the card brand, the last four digits, the expiry date and the billing address. The security code (CVV) is passed on to the provider and is never stored.',
        'During checkout, the payment provider may collect technical data about your device in order to prevent fraud.',
      ],
    },
    {
      id: 'primary-purposes',
      heading: 'Primary purposes',
      paragraphs: [
        'We use your personal data for the following purposes, which are necessary for your relationship with the Club:',
      ],
      list: [
        'to identify you, create and manage your account, and keep it secure;',
        'to manage your membership and your vacation contracts;',
        'to receive and follow up on your reservation and exchange requests;',
        'to process your payments and manage your saved cards;',
        'to issue invoices and keep your payment history;',
        'to provide customer care and answer your messages and contact requests;',
        'to send you service messages about your account, contracts, payments and reservations;',
        'to comply with our legal obligations.',
      ],
    },
    {
      id: 'secondary-purposes',
      heading: 'Secondary purposes',
      paragraphs: [
        'With your consent, we also use your contact data to send you marketing communications and our monthly communications about promotions, destinations and club benefits. These purposes are not necessary for your membership.',
        'You can switch these communications off at any time with the communication toggles in your profile, or by writing to privacidad@example.com. Declining them does not affect your membership or your use of the portal.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers of personal data',
      paragraphs: [
        'The Club does not sell your personal data. Service providers that process data on the Club’s behalf, such as the payment provider and our e-mail and hosting services, act only on the Club’s instructions and must keep your data confidential.',
        'Where the law allows it without your consent, because the transfer is necessary to fulfil our legal relationship with you or is required by law, we may transfer your personal data to:',
      ],
      list: [
        'the resorts and hotels where you stay, and exchange companies when you request an exchange, so that your reservation can be fulfilled;',
        'competent authorities, when the law requires it or a court orders it.',
      ],
    },
    {
      id: 'arco-rights',
      heading: 'Your ARCO rights and revocation of consent',
      paragraphs: [
        'You have the right to know which personal data we hold about you and how we process it (Access); to ask us to correct it when it is inaccurate or incomplete (Rectification); to ask us to delete it when you consider that it is not being processed in accordance with the law (Cancellation); and to object to its processing for specific purposes (Opposition). Together, these are known as ARCO rights.',
        'You may also revoke the consent you have given for the processing of your personal data, and limit its use or disclosure, for example by switching off marketing communications. Revocation may not apply where the law requires us to keep processing certain data, and it may mean that we can no longer provide some services.',
      ],
    },
    {
      id: 'exercising-your-rights',
      heading: 'How to exercise your rights',
      paragraphs: [
        'Send your request by e-mail to our data-protection desk at privacidad@example.com. The desk is open on weekdays from 09:00 to 14:00 and from 16:00 to 19:00, Mexico City time; requests received outside those hours are handled from the next business day.',
        'We will respond within 20 business days from the date we receive your request. If the request is granted, it will be put into effect within 15 business days after the date of our response.',
        'To help us handle it, your request should include:',
      ],
      list: [
        'your name and an e-mail address or other means for us to send you our response;',
        'a copy of an official identification or, if you act on behalf of someone else, proof of that representation;',
        'a clear and precise description of the personal data concerned and of the right you wish to exercise;',
        'any other information that helps us locate your data and, for a rectification, the changes you request together with supporting documents.',
      ],
    },
    {
      id: 'cookies-and-local-storage',
      heading: 'Cookies and local storage',
      paragraphs: [
        'The portal uses cookies and your browser’s local storage to work properly: they remember your language choice, keep your session token so that you stay signed in, and hold temporary items such as a reservation request you have not yet sent.',
        'You can delete this information at any time from your browser settings. If you do, you will need to sign in again and the portal will return to its default language.',
      ],
    },
    {
      id: 'security-measures',
      heading: 'Security measures',
      paragraphs: [
        'The Club applies administrative, technical and physical security measures to protect your personal data against damage, loss, alteration, destruction and unauthorised use, access or processing.',
        'Among other measures, connections to the portal are encrypted, passwords are never stored in readable form, only as an irreversible hash, card numbers are handled by the payment provider and never stored by the portal, access to data is limited to authorised staff, and security events in your account are recorded.',
        'You help too: keep your password secret and reset it if you suspect any misuse.',
      ],
    },
    {
      id: 'changes-to-this-notice',
      heading: 'Changes to this notice',
      paragraphs: [
        'The Club may update this notice because of changes in the law, in our services or in our privacy practices. The current version is always available on this page, with its effective and last-modified dates.',
        'When changes are significant, we will also let you know in the portal or by e-mail.',
      ],
    },
    {
      id: 'language-and-governing-law',
      heading: 'Language and governing law',
      paragraphs: [
        'This notice is published in Spanish and English. In case of any discrepancy between the two versions, the Spanish version prevails.',
        'This notice is governed by the laws of Mexico, in particular the Ley Federal de Protección de Datos Personales en Posesión de los Particulares and the applicable regulations. If you believe that your right to the protection of your personal data has been infringed, you may turn to the competent data-protection authority.',
      ],
    },
  ],
};
