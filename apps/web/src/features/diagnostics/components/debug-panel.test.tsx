import { StorageKey } from '@dianjing/shared'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { unmountDetached } from '@/lib/antd-mobile-render.ts'
import {
  getOpenId,
  getPhone,
  getToken,
  getUserInfo,
  setItem,
  setJSON,
  setOpenId,
  setPhone,
  setToken,
} from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { DebugPanel } from './debug-panel.tsx'

/** The finger drags down from the top of the page by `distance` px. */
function pullDown(distance: number) {
  const touch = (type: string, clientY: number) => {
    const event = new Event(type)
    Object.defineProperty(event, 'touches', { value: [{ clientY }] })
    act(() => {
      window.dispatchEvent(event)
    })
  }
  touch('touchstart', 10)
  touch('touchmove', 10 + distance)
  touch('touchend', 10 + distance)
}

/** Pulled far enough, and the panel's code arrived. */
async function revealed() {
  pullDown(650)
  await waitFor(() => expect(document.querySelector('aside button')).not.toBeNull())
}

const tapThrice = (label: string) => {
  for (let tap = 0; tap < 3; tap++) {
    const target = [...document.querySelectorAll('aside button')].find((candidate) =>
      candidate.textContent?.includes(tap === 0 ? label : '再点'),
    )
    click(target)
  }
}

beforeEach(() => {
  setItem(StorageKey.env, 'wechat')
  setToken('a1b2c3d4e5f6g7h8')
  setOpenId('v1.handle.123.sig')
  setPhone('13800000001')
  setJSON(StorageKey.userInfo, { id: 1024, nickName: '夜猫子' })
})

afterEach(() => {
  act(() => {
    Dialog.clear()
    Toast.clear()
  })
})

describe('debug panel', () => {
  it('stays hidden until a pull of more than 600 px', async () => {
    mount(<DebugPanel />)
    pullDown(500)
    expect(document.querySelector('aside')).toBeNull()
    pullDown(650)
    await waitFor(() => expect(document.querySelector('aside')?.textContent).toContain('调试面板'))
  })

  it('shows what is really stored, secrets shortened', async () => {
    mount(<DebugPanel />)
    await revealed()
    tapThrice('查看登录缓存')
    await waitFor(() => expect(document.querySelector('.adm-dialog')?.textContent).toContain('登录缓存'))
    const shown = document.querySelector('.adm-dialog')!.textContent
    for (const value of ['微信', '13800000001', 'a1b2c3…（16位）', 'v1.han…（17位）', '夜猫子（ID 1024）']) {
      expect(shown).toContain(value)
    }
    expect(shown).not.toContain('a1b2c3d4e5f6g7h8')
    // 关闭 is there to tap. The dialog then closes through an animation, which the test does not wait
    // for: the test files share antd-mobile's animation loop, whose timing a file cannot count on
    // (testing/fresh-environment.ts). It is unmounted at once, before a frame renders outside act.
    click(button('关闭', document.querySelector('.adm-dialog')!))
    act(() => unmountDetached())
  })

  it('clears token, phone, openId and user info', async () => {
    mount(<DebugPanel />)
    await revealed()
    tapThrice('清除登录缓存')
    await waitFor(() => expect(document.body.textContent).toContain('已清除登录缓存'))
    expect([getToken(), getPhone(), getOpenId(), getUserInfo()]).toEqual([null, null, null, null])
  })
})
