const pluralRules = new Intl.PluralRules('ru');

/** A Russian noun's forms after a number: 1 отель, 3 отеля, 12 отелей. */
export type CountForms = { one: string; few: string; many: string };

/** "1 отель", "3 отеля", "12 отелей". A fraction ("other" in Intl's rules) takes the "few" form: "1,5 звезды". */
export function countLabel(count: number, forms: CountForms): string {
  const form = pluralRules.select(count);
  return `${count} ${form === 'one' || form === 'many' ? forms[form] : forms.few}`;
}
