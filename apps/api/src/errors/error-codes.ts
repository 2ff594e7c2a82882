import { QUESTION_REFUSALS } from '@arcanes/domain/questions/refusal';

/**
 * Every API error: its HTTP status and its message in French and English.
 * French wording reuses the product description's messages where it gives one.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: {
    status: 400,
    fr: 'Le formulaire présente une anomalie : {detail}',
    en: 'The form has a problem: {detail}',
  },
  REQUIRED_FIELDS: { status: 400, fr: 'Tous les champs sont obligatoires.', en: 'All fields are required.' },
  BAD_REQUEST: { status: 400, fr: 'Requête invalide.', en: 'Invalid request.' },
  PASSWORD_WEAK: {
    status: 400,
    fr: "Le mot de passe n'est pas assez sécurisé.",
    en: 'The password is not secure enough.',
  },
  PASSWORD_TOO_COMMON: {
    status: 400,
    fr: 'Ce mot de passe fait partie des plus courants : il serait deviné en quelques essais. Choisissez-en un autre, par exemple une phrase de plusieurs mots.',
    en: 'This password is one of the most common ones: it would be guessed in a few tries. Choose another, for example a phrase of several words.',
  },
  EMAIL_VERIFY_FAILED: {
    status: 400,
    fr: 'Ce lien de confirmation n’est plus valable (déjà utilisé, expiré ou remplacé). Demandez-en un nouveau depuis votre profil.',
    en: 'This confirmation link is no longer valid (already used, expired or replaced). Ask for a new one from your profile.',
  },
  PASSWORD_MISMATCH: {
    status: 400,
    fr: 'Les mots de passe ne correspondent pas',
    en: 'The passwords do not match',
  },
  REGISTER_FAILED: {
    status: 400,
    fr: "Le formulaire présente une anomalie. Merci de vérifier les données saisies, sinon, veuillez vous rapprocher de l'administrateur du site.",
    en: 'The form has a problem. Please check the data you entered, or contact the site administrator.',
  },
  PLACE_AMBIGUOUS: {
    status: 400,
    fr: 'Plusieurs lieux portent le nom « {name} » ({candidates}) : choisissez le vôtre dans la liste.',
    en: 'Several places are called "{name}" ({candidates}): choose yours from the list.',
  },
  PLACE_NOT_FOUND: {
    status: 400,
    fr: 'Lieu introuvable : « {name} ». Choisissez un lieu dans la liste.',
    en: 'Place not found: "{name}". Choose a place from the list.',
  },
  TIME_AMBIGUOUS: {
    status: 400,
    fr: 'Le {date} à {time}, les horloges de ce lieu ont reculé : cette heure a existé deux fois, d’abord en {first} puis en {second}. Indiquez s’il s’agit de la première ou de la seconde.',
    en: 'On {date} at {time} the clocks there went back: that time happened twice, first at {first} then at {second}. Say whether it was the first or the second.',
  },
  RESET_FAILED: {
    status: 400,
    fr: 'Une erreur est survenue lors de la réinitialisation.',
    en: 'An error occurred while resetting the password.',
  },
  UNAUTHENTICATED: {
    status: 401,
    fr: 'Session expirée ou non autorisée. Veuillez vous reconnecter.',
    en: 'Session expired or not authorised. Please log in again.',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    fr: "Le compte n'existe pas ou l'identifiant de connexion et le mot de passe ne fonctionne pas.",
    en: 'The account does not exist or the username and password do not match.',
  },
  ADMIN_INVALID_CREDENTIALS: { status: 401, fr: 'Identifiants incorrects', en: 'Incorrect credentials' },
  ADMIN_TOKEN_MISSING: {
    status: 401,
    fr: 'Token administrateur manquant. Reconnecte-toi.',
    en: 'Administrator session missing. Please log in again.',
  },
  FORBIDDEN: {
    status: 403,
    fr: "Vous n'avez pas accès à cette ressource.",
    en: 'You do not have access to this resource.',
  },
  CURRENT_PASSWORD_INVALID: {
    status: 403,
    fr: 'Le mot de passe actuel est incorrect.',
    en: 'The current password is incorrect.',
  },
  ADMIN_ONLY: {
    status: 403,
    fr: "L'espace administrateur ne vous est pas accessible. Une notification a été envoyée au responsable du site.",
    en: 'The administration area is not available to you. The site manager has been notified.',
  },
  WALLET_CREDIT_FORBIDDEN: {
    status: 403,
    fr: "Le portefeuille n'est crédité que par un paiement vérifié. Choisissez une offre dans la section Tarifs.",
    en: 'The wallet is credited only by a verified payment. Choose an offer in the Pricing section.',
  },
  CONSENT_REQUIRED: {
    status: 403,
    fr: "Avant votre première consultation, vous devez accepter l'usage de l'IA qui l'écrit : ce qui lui est transmis vous est montré au moment de commander.",
    en: 'Before your first reading, you must accept the use of AI to write it: what it receives is shown to you when you order.',
  },
  NOT_FOUND: { status: 404, fr: 'Ressource introuvable.', en: 'Not found.' },
  USERNAME_TAKEN: {
    status: 409,
    fr: "Ce nom d'utilisateur est déjà utilisé.",
    en: 'This username is already taken.',
  },
  EMAIL_TAKEN: {
    status: 409,
    fr: 'Cette adresse e-mail est déjà utilisée.',
    en: 'This e-mail address is already in use.',
  },
  CONFLICT: {
    status: 409,
    fr: 'Cette action est en conflit avec une autre en cours.',
    en: 'This action conflicts with another one in progress.',
  },
  INSUFFICIENT_BALANCE: {
    status: 402,
    fr: 'Solde insuffisant : rechargez votre portefeuille depuis la section Tarifs de la page d’accueil.',
    en: 'Insufficient balance: top up your wallet from the Pricing section of the home page.',
  },
  // Questions refused before any charge (decision 0175): the web form shows the same words before sending.
  QUESTION_SELF_HARM: { status: 422, ...QUESTION_REFUSALS.self_harm },
  QUESTION_MEDICAL: { status: 422, ...QUESTION_REFUSALS.medical },
  QUESTION_DEATH: { status: 422, ...QUESTION_REFUSALS.death },
  PAYLOAD_TOO_LARGE: { status: 413, fr: 'La requête est trop volumineuse.', en: 'The request is too large.' },
  RATE_LIMITED: {
    status: 429,
    fr: 'Trop de tentatives. Réessayez dans quelques minutes.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    fr: 'Le paiement a échoué, veuillez réessayer.',
    en: 'The payment failed, please try again.',
  },
  MAIL_FAILED: {
    status: 502,
    fr: "Une erreur est survenue lors de l'envoi du mail. Merci de réessayer ultérieurement.",
    en: 'An error occurred while sending the e-mail. Please try again later.',
  },
  OFFER_UNKNOWN: {
    status: 400,
    fr: 'Veuillez sélectionner un domaine et une option.',
    en: 'Please select a domain and an option.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 400,
    fr: 'Signature du webhook invalide.',
    en: 'Invalid webhook signature.',
  },
  PAYMENT_NOT_PENDING: {
    status: 409,
    fr: 'Ce paiement a déjà été traité.',
    en: 'This payment has already been processed.',
  },
  PAYMENT_NOT_CONFIRMED: {
    status: 422,
    fr: "Le paiement n'a pas pu être confirmé. Merci de contacter l'administrateur du site en indiquant le code {reference}.",
    en: 'The payment could not be confirmed. Please contact the site administrator quoting the code {reference}.',
  },
  PAYPAL_NOT_APPROVED: {
    status: 409,
    fr: "Le paiement PayPal n'a pas encore été approuvé.",
    en: 'The PayPal payment has not been approved yet.',
  },
  PAYPAL_ERROR: {
    status: 502,
    fr: "Une erreur s'est produite avec PayPal.",
    en: 'Something went wrong with PayPal.',
  },
  PAYMENT_NOT_REFUNDABLE: {
    status: 409,
    fr: 'Seul un paiement réussi peut être remboursé.',
    en: 'Only a succeeded payment can be refunded.',
  },
  MONTHLY_LIMIT_REACHED: {
    status: 409,
    fr: 'Ce rechargement dépasserait le plafond mensuel que vous avez fixé ({limit}) : il vous reste {left} ce mois-ci. Vous pouvez modifier ce plafond dans votre compte.',
    en: 'This top-up would go over the monthly limit you set ({limit}): {left} is left this month. You can change the limit in your account.',
  },
  ORDER_TERMS_REQUIRED: {
    status: 400,
    fr: 'Pour commander, acceptez l’exécution immédiate de la lecture : rien n’a été débité.',
    en: 'To order, accept the immediate execution of the reading: nothing was charged.',
  },
  WITHDRAWAL_NOT_POSSIBLE: {
    status: 409,
    fr: 'Ce paiement n’a pas été encaissé ou a déjà été remboursé : il n’y a rien à rembourser.',
    en: 'This payment was not taken or has already been refunded: there is nothing to refund.',
  },
  WITHDRAWAL_PERIOD_OVER: {
    status: 409,
    fr: 'Le délai de rétractation de 14 jours pour cet achat est écoulé.',
    en: 'The 14-day withdrawal period for this purchase is over.',
  },
  WITHDRAWAL_NOTHING_UNSPENT: {
    status: 409,
    fr: 'Le crédit de cet achat a déjà été entièrement utilisé pour des consultations fournies : il n’y a rien à rembourser.',
    en: 'The credit from this purchase has already been fully used for readings delivered: there is nothing to refund.',
  },
  REFUND_EXCEEDS_BALANCE: {
    status: 409,
    fr: 'Le solde du portefeuille ({balance}) ne couvre plus ce paiement : remboursement impossible.',
    en: 'The wallet balance ({balance}) no longer covers this payment: it cannot be refunded.',
  },
  ADMIN_WALLET_AMOUNT_INVALID: {
    status: 400,
    fr: 'Montant invalide : saisissez un nombre d’euros avec au plus deux décimales, par exemple 12,50.',
    en: 'Invalid amount: enter a number of euros with at most two decimals, for example 12.50.',
  },
  ADMIN_WALLET_REASON_REQUIRED: {
    status: 400,
    fr: 'Indiquez le motif de la modification du portefeuille.',
    en: 'Give the reason for the wallet change.',
  },
  ADMIN_WALLET_NEGATIVE: {
    status: 400,
    fr: 'Modification refusée : le solde deviendrait négatif (solde actuel : {balance}). Rien n’a été modifié.',
    en: 'Refused: the balance would become negative (current balance: {balance}). Nothing was changed.',
  },
  ADMIN_WALLET_AMBIGUOUS: {
    status: 400,
    fr: 'Indiquez soit un crédit, soit un nouveau solde, pas les deux.',
    en: 'Give either a credit or a new balance, not both.',
  },
  ADMIN_SELF_DELETE: {
    status: 409,
    fr: 'Vous ne pouvez pas supprimer votre propre compte administrateur.',
    en: 'You cannot delete your own administrator account.',
  },
  LAST_ADMIN: {
    status: 409,
    fr: 'Impossible : il doit rester au moins un administrateur.',
    en: 'Not possible: at least one administrator must remain.',
  },
  ADMIN_SELF_DEMOTION: {
    status: 409,
    fr: 'Vous allez retirer vos propres droits d’administrateur : confirmez pour continuer.',
    en: 'You are about to remove your own administrator rights: confirm to continue.',
  },
  JOB_NOT_FAILED: {
    status: 409,
    fr: 'Cette tâche n’est pas (ou plus) en échec : il n’y a rien à relancer.',
    en: 'This job is not (or no longer) failed: there is nothing to retry.',
  },
  USER_MISMATCH: {
    status: 403,
    fr: 'Cette demande ne correspond pas au compte connecté.',
    en: 'This request does not match the logged-in account.',
  },
  DRAW_NOT_FOUND: {
    status: 404,
    fr: 'Tirage introuvable : tirez à nouveau les cartes.',
    en: 'Draw not found: please draw the cards again.',
  },
  DRAW_USED: {
    status: 409,
    fr: 'Ce tirage a déjà servi à une consultation : tirez à nouveau les cartes.',
    en: 'This draw has already been used for a reading: please draw the cards again.',
  },
  DRAW_MISMATCH: {
    status: 400,
    fr: 'Ce tirage ne correspond pas à l’option ou au nombre de cartes choisis : tirez à nouveau les cartes.',
    en: 'This draw does not match the chosen option or number of cards: please draw the cards again.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    fr: 'Cette clé d’idempotence a déjà servi pour une autre demande.',
    en: 'This idempotency key was already used for a different request.',
  },
  READING_IN_PROGRESS: {
    status: 409,
    fr: 'Cette demande est déjà en cours de traitement. Patientez quelques secondes puis consultez votre historique.',
    en: 'This request is already being processed. Wait a few seconds, then check your history.',
  },
  READING_FAILED: {
    status: 502,
    fr: 'L’interprétation n’a pas pu être rédigée. Votre portefeuille a été remboursé de {amount}.',
    en: 'The interpretation could not be written. Your wallet has been refunded {amount}.',
  },
  NOT_READY: {
    status: 503,
    fr: 'Le service démarre, réessayez dans un instant.',
    en: 'The service is starting, please retry shortly.',
  },
  INTERNAL: { status: 500, fr: 'Une erreur est survenue.', en: 'An error occurred.' },
} as const satisfies Record<string, { status: number; fr: string; en: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
