/**
 * Validation messages shared by the API (errors) and the web forms (inline hints).
 * Schemas carry a key from this table as their zod message; each side translates it.
 */
export const VALIDATION_MESSAGES = {
  required: { fr: 'Ce champ est obligatoire.', en: 'This field is required.' },
  email: { fr: 'Adresse e-mail invalide.', en: 'Invalid e-mail address.' },
  date: { fr: 'Date invalide (AAAA-MM-JJ).', en: 'Invalid date (YYYY-MM-DD).' },
  date_future: { fr: 'La date ne peut pas être dans le futur.', en: 'The date cannot be in the future.' },
  date_range: {
    fr: 'La date doit être postérieure au 1er janvier 1900.',
    en: 'The date must be after 1 January 1900.',
  },
  time: { fr: 'Heure invalide (HH:MM).', en: 'Invalid time (HH:MM).' },
  password_weak: {
    fr: "Le mot de passe n'est pas assez sécurisé.",
    en: 'The password is not secure enough.',
  },
  password_mismatch: { fr: 'Les mots de passe ne correspondent pas', en: 'The passwords do not match' },
  password_common: {
    fr: 'Mot de passe trop courant : choisissez-en un autre.',
    en: 'Too common a password: choose another.',
  },
  username: {
    fr: "Nom d'utilisateur : 3 à 30 caractères, lettres, chiffres, point, tiret ou souligné.",
    en: 'Username: 3 to 30 characters, letters, digits, dot, dash or underscore.',
  },
  sexe: { fr: 'Choisissez homme ou femme.', en: 'Choose male or female.' },
  accept_terms: {
    fr: 'Vous devez accepter les conditions générales.',
    en: 'You must accept the terms and conditions.',
  },
  is_adult: { fr: 'Vous devez avoir 18 ans ou plus.', en: 'You must be 18 or older.' },
  too_long: { fr: 'Texte trop long.', en: 'Text too long.' },
  choice: { fr: 'Valeur non proposée.', en: 'Value not offered.' },
  number: { fr: 'Nombre invalide.', en: 'Invalid number.' },
  place: { fr: 'Choisissez un lieu dans la liste.', en: 'Choose a place from the list.' },
  boxes: {
    fr: 'Cochez les deux cases (exécution immédiate et renonciation au droit de rétractation) pour commander.',
    en: 'Tick both boxes (immediate execution and waiver of the right of withdrawal) to order.',
  },
  cards_count: {
    fr: 'Choisissez autant de cartes que le nombre indiqué, chacune une seule fois.',
    en: 'Pick as many cards as the number chosen, each one once.',
  },
  name_letters: {
    fr: 'Le nom doit contenir des lettres, dont au moins une voyelle et une consonne.',
    en: 'The name must contain letters, including at least one vowel and one consonant.',
  },
  invalid: { fr: 'Valeur invalide.', en: 'Invalid value.' },
  time_fold: {
    fr: 'Cette heure a existé deux fois (les horloges ont reculé) : choisissez la première ou la seconde.',
    en: 'That time happened twice (the clocks went back): choose the first or the second.',
  },
  amount: {
    fr: 'Montant en euros, deux décimales au plus (12,50).',
    en: 'Amount in euros, at most two decimals (12.50).',
  },
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** Field names as a person reads them, for messages that name the field. */
export const FIELD_LABELS: Record<string, { fr: string; en: string }> = {
  username: { fr: "nom d'utilisateur", en: 'username' },
  password: { fr: 'mot de passe', en: 'password' },
  confirm_password: { fr: 'confirmation du mot de passe', en: 'password confirmation' },
  email: { fr: 'e-mail', en: 'e-mail' },
  prenom: { fr: 'prénom', en: 'first name' },
  nom: { fr: 'nom', en: 'last name' },
  first_name: { fr: 'prénom', en: 'first name' },
  last_name: { fr: 'nom', en: 'last name' },
  firstName: { fr: 'prénom', en: 'first name' },
  fullName: { fr: 'nom complet', en: 'full name' },
  sexe: { fr: 'sexe', en: 'sex' },
  date_naissance: { fr: 'date de naissance', en: 'birth date' },
  dateOfBirth: { fr: 'date de naissance', en: 'birth date' },
  date_of_birth: { fr: 'date de naissance', en: 'birth date' },
  timeOfBirth: { fr: 'heure de naissance', en: 'birth time' },
  time_of_birth: { fr: 'heure de naissance', en: 'birth time' },
  lieu_naissance: { fr: 'lieu de naissance', en: 'birth place' },
  placeOfBirth: { fr: 'lieu de naissance', en: 'birth place' },
  place_of_birth: { fr: 'lieu de naissance', en: 'birth place' },
  question: { fr: 'question', en: 'question' },
  domain: { fr: 'domaine', en: 'domain' },
  period: { fr: 'période', en: 'period' },
  numCards: { fr: 'nombre de cartes', en: 'number of cards' },
  cartes: { fr: 'cartes', en: 'cards' },
  currentDate: { fr: 'date du jour', en: 'current date' },
  message: { fr: 'message', en: 'message' },
  name: { fr: 'nom', en: 'name' },
  option: { fr: 'option', en: 'option' },
  method: { fr: 'moyen de paiement', en: 'payment method' },
  amount: { fr: 'montant', en: 'amount' },
  reason: { fr: 'motif', en: 'reason' },
  lastName: { fr: 'nom', en: 'last name' },
  idUser: { fr: 'identifiant utilisateur', en: 'user id' },
  id_user: { fr: 'identifiant utilisateur', en: 'user id' },
  draw_id: { fr: 'tirage', en: 'draw' },
  date: { fr: 'date', en: 'date' },
  full_name: { fr: 'nom complet', en: 'full name' },
  birth_date: { fr: 'date de naissance', en: 'birth date' },
  current_date: { fr: 'date du jour', en: 'current date' },
  lat: { fr: 'latitude', en: 'latitude' },
  lon: { fr: 'longitude', en: 'longitude' },
  instant: { fr: 'instant', en: 'instant' },
  house_system: { fr: 'système de maisons', en: 'house system' },
  time_fold: { fr: 'heure répétée', en: 'repeated time' },
  count: { fr: 'nombre de cartes', en: 'number of cards' },
  immediate_execution: { fr: 'exécution immédiate', en: 'immediate execution' },
  withdrawal_waiver: { fr: 'renonciation au droit de rétractation', en: 'waiver of the right of withdrawal' },
  order_id: { fr: 'commande PayPal', en: 'PayPal order' },
  heure_naissance: { fr: 'heure de naissance', en: 'birth time' },
  current_password: { fr: 'mot de passe actuel', en: 'current password' },
  accept_terms: { fr: 'acceptation des conditions générales', en: 'acceptance of the terms' },
  is_adult: { fr: 'confirmation de majorité', en: 'age confirmation' },
  token: { fr: 'lien de réinitialisation', en: 'reset link' },
  q: { fr: 'recherche', en: 'search' },
  limit: { fr: 'nombre de résultats', en: 'number of results' },
  analytics: { fr: 'mesure d’audience', en: 'analytics' },
  marketing: { fr: 'marketing', en: 'marketing' },
  ia: { fr: 'intelligence artificielle', en: 'artificial intelligence' },
  wallet_credit: { fr: 'crédit du portefeuille', en: 'wallet credit' },
  wallet_reason: { fr: 'motif', en: 'reason' },
  wallet: { fr: 'solde du portefeuille', en: 'wallet balance' },
  confirm_self: { fr: 'confirmation', en: 'confirmation' },
};
