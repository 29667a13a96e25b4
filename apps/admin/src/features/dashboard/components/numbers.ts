/** 12345 → "12,345". */
export const countText = (value: number) => Math.trunc(value).toLocaleString('en-US')

/** 3.456 → "3.5%": the server sends percent. */
export const percentText = (value: number) => `${value.toFixed(1)}%`
