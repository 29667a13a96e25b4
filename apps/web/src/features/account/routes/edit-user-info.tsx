import { maskPhone, PROFILE_LIMITS, profileBody, type UserInfo } from '@dianjing/shared'
import { Button, Input, List, Skeleton, TextArea } from 'antd-mobile'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { showToast } from '@/lib/toast.ts'
import { validate } from '@/lib/validate.ts'
import { useUserInfo } from '../api/get-user-info.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { AvatarPicker } from '../components/avatar-picker.tsx'
import styles from './edit-user-info.module.css'

/** Back to where the user came from (/mine as a rule), or to /mine when the page was opened directly. */
function useLeave() {
  const navigate = useNavigate()
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) navigate(-1)
    else navigate('/mine', { replace: true })
  }
}

function ProfileForm({ user }: { user: UserInfo }) {
  const save = useUpdateProfile()
  const leave = useLeave()
  const [nickName, setNickName] = useState(user.nickName)
  const [briefIntroduction, setBriefIntroduction] = useState(user.briefIntroduction)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    // The server's own rules and messages (spec §5, profile): nickname required and trimmed, ≤20; intro ≤100.
    const checked = validate(profileBody, { nickName, briefIntroduction })
    if (!checked.ok) {
      showToast(checked.message)
      return
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        showToast('保存成功')
        leave()
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <AvatarPicker avatar={user.avatar} />
      <List mode="card" className={styles.list}>
        <List.Item
          prefix={
            <label className={styles.label} htmlFor="profile-nickname">
              昵称
            </label>
          }
        >
          <Input
            id="profile-nickname"
            className={styles.input}
            placeholder="请输入昵称"
            maxLength={PROFILE_LIMITS.nickName}
            value={nickName}
            onChange={setNickName}
            clearable
          />
        </List.Item>
        <List.Item prefix={<span className={styles.label}>ID</span>}>
          <span className={styles.readOnly}>{user.id}</span>
        </List.Item>
        {user.phone && (
          <List.Item prefix={<span className={styles.label}>手机号</span>}>
            <span className={styles.readOnly}>{maskPhone(user.phone)}</span>
          </List.Item>
        )}
        <List.Item
          title={
            <label className={styles.label} htmlFor="profile-intro">
              个人简介
            </label>
          }
        >
          <TextArea
            id="profile-intro"
            placeholder="介绍一下自己吧"
            maxLength={PROFILE_LIMITS.intro}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            value={briefIntroduction}
            onChange={setBriefIntroduction}
          />
        </List.Item>
      </List>
      <div className={styles.footer}>
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={save.isPending}
          loadingText="保存中"
        >
          保存
        </Button>
      </div>
    </form>
  )
}

/** /edit-user-info (spec §2): avatar, nickname, read-only id and phone (when there is one), intro. */
export function EditUserInfoRoute() {
  const user = useUserInfo()
  let content: ReactNode
  if (user.data) {
    content = <ProfileForm key={user.data.id} user={user.data} />
  } else if (user.isError) {
    content = (
      <LoadError
        title="个人信息加载失败"
        error={user.error}
        onRetry={() => user.refetch()}
        retrying={user.isFetching}
      />
    )
  } else {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton animated className={styles.avatarSkeleton} />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <PageNavBar title="编辑资料" />
      {content}
    </div>
  )
}
