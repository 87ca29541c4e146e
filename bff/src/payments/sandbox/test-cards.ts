// The sandbox's card rules, after Stripe's test mode: one card that pays, one that is declined.
const PAYING_TEST_CARD = '4242424242424242';
const DECLINED_TEST_CARD = '4000000000000002';

export type CardProblem = 'invalidNumber' | 'unknownCard' | 'declined' | 'invalidExpiry' | 'expired' | 'invalidCvc';

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Why this card cannot pay (in the order a checkout page checks), or null when it pays. */
export function cardProblem({ cardNumber, expiry, cvc }: CardForm, now = new Date()): CardProblem | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalidNumber';
  const expiryMatch = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!expiryMatch) return 'invalidExpiry';
  const month = Number(expiryMatch[1]);
  const year = expiryMatch[2].length === 2 ? 2000 + Number(expiryMatch[2]) : Number(expiryMatch[2]);
  if (month < 1 || month > 12) return 'invalidExpiry';
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'expired';
  if (!/^\d{3,4}$/.test(cvc.trim())) return 'invalidCvc';
  if (digits === DECLINED_TEST_CARD) return 'declined';
  if (digits !== PAYING_TEST_CARD) return 'unknownCard';
  return null;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
