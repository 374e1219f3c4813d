/**
 * Russian letters in Latin after ICAO Doc 9303, the scheme of Russian passports since 2013 and so
 * the spelling an admin meets most (Щукин → shchukin, Юлия → iuliia). Two departures, both for
 * search: ъ is dropped like ь rather than written "ie", and ё is written "e" as ICAO does.
 */
const LATIN_OF: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
};

const RUSSIAN_LETTER = /[а-яё]/g;

/** Lower case (Russian has no locale-specific case rules), Russian letters spelt in Latin, the rest kept. */
export function transliterate(text: string): string {
  return text.toLowerCase().replace(RUSSIAN_LETTER, (letter) => LATIN_OF[letter] ?? letter);
}

/**
 * Latin spellings that one Russian sound has in hotel names, folded to one form: Hilton and Хилтон
 * (kh), Yalta and Ялта (ia), Jumeirah and Джумейра (dzh), Cleopatra and Клеопатра (a hard c),
 * Palace and Палас (a soft c before e, i, y), Alexander and Александр (x), Roshcha, Rosha and Роща
 * (shch, sch), Lazurnyj and Лазурный (a j before no vowel is й, the older schemes' spelling).
 */
const VARIANTS = /dzh|shch|sch|kh|ph|ck|c(?!h)|j(?![aeiouy])|[xwy]/g;
const FOLDED: Readonly<Record<string, string>> = {
  dzh: 'j', shch: 'sh', sch: 'sh', kh: 'h', ph: 'f', ck: 'k', j: 'i', x: 'ks', w: 'v', y: 'i',
};
const SOFTENS_C = new Set(['e', 'i', 'y']);

// Accents of Latin letters (Göynük), once the Russian letters (й decomposes too) are gone; a
// name with none skips the costly decomposition.
const COMBINING_MARKS = /\p{M}/gu;
const NOT_ASCII = /[^\p{ASCII}]/u;

/** One Latin form for a name in either alphabet, in which a query and a name are compared: 'лара' and 'Lara' are both 'lara'. */
export function latinSkeleton(text: string): string {
  const latin = transliterate(text);
  const plain = NOT_ASCII.test(latin)
    ? latin
        .normalize('NFD')
        .replace(COMBINING_MARKS, '')
        // Turkish dotless ı has no mark to drop; resort names here are often Turkish.
        .replaceAll('ı', 'i')
    : latin;
  return plain.replace(VARIANTS, (variant, offset: number, whole: string) => {
    if (variant !== 'c') return FOLDED[variant] ?? variant;
    return SOFTENS_C.has(whole[offset + 1] ?? '') ? 's' : 'k';
  });
}

/**
 * What may follow a typed piece of a name and fold its last letters otherwise, in the piece's own
 * alphabet. In Latin: a vowel (a soft c, a j that stays j), h (kh, ph, ch, sch, dzh), zh (dzh) and
 * ch (sch, shch). In Cyrillic only ж after д does (дж is j); a Latin letter never follows a
 * Cyrillic one, so «ак» does not also look for "ah".
 */
const LATIN_NEXT_LETTERS = ['e', 'h', 'zh', 'ch'];
const CYRILLIC_NEXT_LETTERS = ['ж'];
const ENDS_IN_RUSSIAN_LETTER = /[а-яё]$/i;

/**
 * The skeletons a piece of a name, typed so far, may have inside the whole name: its own, and one
 * for each next letter that would fold its last letters otherwise ("maj" is "mai" alone, but "maj"
 * in Majestic and in Маджестик), so a name found at one keystroke is not lost at the next. A vowel
 * joins no fold, so it is taken off again: it only tells how the letters before it sound.
 */
export function typedLatinSkeletons(piece: string): string[] {
  const own = latinSkeleton(piece);
  if (own === '') return [];
  const skeletons = [own];
  for (const next of ENDS_IN_RUSSIAN_LETTER.test(piece) ? CYRILLIC_NEXT_LETTERS : LATIN_NEXT_LETTERS) {
    const folded = latinSkeleton(piece + next);
    const candidate = next === 'e' ? folded.slice(0, -1) : folded;
    // One that merely goes on from `own` finds nothing `own` does not.
    if (!candidate.startsWith(own) && !skeletons.includes(candidate)) skeletons.push(candidate);
  }
  return skeletons;
}
