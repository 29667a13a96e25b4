/**
 * The stated limit of a text input (antd's `count`): a live "12 / 32" that turns red past `max`.
 * Never `maxLength`, which cuts a paste short without a word; here the field's rule says what is
 * wrong and the server refuses the same text. Counted as the server counts: trimmed, by `length`.
 */
export function textCount(max: number) {
  return { show: true, max, strategy: (text: string) => text.trim().length }
}
