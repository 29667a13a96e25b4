import { describe, expect, it } from 'vitest'
import { nameLines } from './prize-wheel.tsx'

describe('prize names on the wheel', () => {
  it('keeps a name that fits the sector on one line', () => {
    expect(nameLines('谢谢参与', 5)).toEqual(['谢谢参与'])
    expect(nameLines('10元无门槛券', 5)).toEqual(['10元无门槛券'])
    expect(nameLines('免费陪玩1小时', 5)).toEqual(['免费陪玩1小时'])
  })

  it('wraps a longer name onto a second line and cuts what is left with an ellipsis', () => {
    expect(nameLines('王者荣耀星耀段位代练', 6)).toEqual(['王者荣耀星耀段', '位代练'])
    expect(nameLines('一二三四五六七八九十甲乙丙丁戊', 6)).toEqual(['一二三四五六七', '八九十甲乙丙…'])
    const narrow = nameLines('免费陪玩1小时', 12)
    expect(narrow).toHaveLength(2)
    expect(narrow.join('').replace('…', '').length).toBeLessThanOrEqual(7)
  })
})
