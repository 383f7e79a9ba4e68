/**
 * Every screen's path, written once: links, redirects and the route table use these names, so a
 * path changes in one place. Member menu paths are the spec's (money-and-stays for its screens).
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerThankYou: '/register/thank-you',
  forgotPassword: '/forgot-password',
  forgotPasswordSent: '/forgot-password/sent',
  resetPassword: '/reset-password',
  resetPasswordSuccess: '/reset-password/success',
  verifyEmail: '/account/verify',
  verifySuccess: '/account/verify/success',
  resendVerification: '/account/verify/resend-email',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  dashboard: '/dashboard',
  destinationHighlights: '/destination-highlights',
  myAccount: '/my-account',
  editProfile: '/edit-profile',
  /** The link that confirms a new e-mail address: `/account/email/confirm/{id}/{hash}`. */
  confirmEmailChange: '/account/email/confirm',
  requestReservation: '/request-reservation',
  /** The summary and the traveller form, with the request in navigation state. */
  reservationSummary: '/reservation-summary',
  addReservation: '/add-reservation-to-profile',
  /** The lookup's result, with the reservation in navigation state. */
  reservationFound: '/reservation-found',
  myReservations: '/my-reservations',
  preRegistration: '/pre-registration',
  myContracts: '/my-vida-vacations-contracts',
  myPayments: '/my-vida-vacations-payments',
  paymentHistory: '/my-vida-vacations-payments_history',
  /** `/payment-method/{down|monthly|cash_out|other_fees}` with the contract in navigation state. */
  paymentMethod: '/payment-method',
  /** `/success-payment/{order}`, `/fail-payment/{base64}`, `/cancelled-payment/{base64}`. */
  successPayment: '/success-payment',
  failPayment: '/fail-payment',
  cancelledPayment: '/cancelled-payment',
  successTokenization: '/success-tokenization',
  clubBenefits: '/club-freedom-benefits',
  exchanges: '/exchanges',
  messages: '/messages-center',
  /** One thread: `/messages/{id}` (spec §2). */
  message: '/messages',
  about: '/about',
  contact: '/contact',
  faq: '/FAQs',
} as const;
