/** 上午好 / 下午好 …, by the staff member's clock. */
export function greeting(hour: number): string {
  if (hour < 6) return '夜深了'
  if (hour < 12) return '上午好'
  if (hour < 18) return '下午好'
  return '晚上好'
}
