import type { Language } from '../language/languages';
import type { Paise } from '../money/paise';

// An invoice's total in words, the Indian way: hundreds, thousands, lakhs (1,00,000) and
// crores (1,00,00,000); a hundred crore is "One Hundred Crore".

const ENGLISH_UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const ENGLISH_TENS = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
];

// Hindi names every number below a hundred with a word of its own (91–99 in their -वे spelling).
const HINDI_BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

type Words = {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    belowHundred: (n) =>
      n < 20
        ? (ENGLISH_UNITS[n] ?? '')
        : [ENGLISH_TENS[Math.floor(n / 10)], n % 10 ? ENGLISH_UNITS[n % 10] : '']
            .filter(Boolean)
            .join(' '),
    hundred: 'Hundred',
    thousand: 'Thousand',
    lakh: 'Lakh',
    crore: 'Crore',
  },
  hi: {
    belowHundred: (n) => HINDI_BELOW_HUNDRED[n] ?? '',
    hundred: 'सौ',
    thousand: 'हज़ार',
    lakh: 'लाख',
    crore: 'करोड़',
  },
};

/** A whole number in words; 0 as the word for zero. */
function numberInWords(n: number, words: Words): string {
  if (n < 100) return words.belowHundred(n);
  const parts: string[] = [];
  const place = (size: number, name: string, below: (rest: number) => string) => {
    const count = Math.floor(n / size);
    if (count > 0) parts.push(`${below(count)} ${name}`);
    n %= size;
  };
  place(10_000_000, words.crore, (count) => numberInWords(count, words));
  place(100_000, words.lakh, words.belowHundred);
  place(1_000, words.thousand, words.belowHundred);
  place(100, words.hundred, words.belowHundred);
  if (n > 0) parts.push(words.belowHundred(n));
  return parts.join(' ');
}

/**
 * "Rupees One Lakh Twenty Thousand Five Hundred and Fifty Paise Only" for ₹1,20,500.50;
 * "एक लाख बीस हज़ार पाँच सौ रुपये और पचास पैसे मात्र" in Hindi.
 */
export function amountInWords(amount: Paise, language: Language): string {
  if (amount < 0 || !Number.isSafeInteger(amount)) {
    throw new RangeError(`Not an amount to write out: ${amount}`);
  }
  const words = WORDS[language];
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  const rupeeWords = numberInWords(rupees, words);
  const paiseWords = numberInWords(paise, words);
  if (language === 'hi') {
    const rupeePart = `${rupeeWords} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
    if (paise === 0) return `${rupeePart} मात्र`;
    if (rupees === 0) return `${paiseWords} पैसे मात्र`;
    return `${rupeePart} और ${paiseWords} पैसे मात्र`;
  }
  if (paise === 0) return `Rupees ${rupeeWords} Only`;
  if (rupees === 0) return `${paiseWords} Paise Only`;
  return `Rupees ${rupeeWords} and ${paiseWords} Paise Only`;
}
