import { PHONE_LENGTH, type WithdrawalInfoView, WorkerToasts, withdrawalInfoBody } from '@dianjing/shared'
import { Button, ImageUploader, type ImageUploadItem, Input, List, Skeleton } from 'antd-mobile'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/image-file.ts'
import { isBusinessError } from '@/lib/request.ts'
import { showToast } from '@/lib/toast.ts'
import { uploadImage } from '@/lib/upload-image.ts'
import { validate } from '@/lib/validate.ts'
import { useSaveWithdrawalInfo, useWithdrawalInfo } from '../api/withdrawal-info.ts'
import styles from './withdraw-info-setting.module.css'

export const UPLOAD_IN_PROGRESS = '收款码正在上传，请稍候'

const EMPTY_INFO: WithdrawalInfoView = { zfbName: '', zfbPhone: '', zfbPaymentCode: '' }

/** Back to /withdraw (where the worker came from as a rule), or to it when opened directly. */
function useLeave() {
  const navigate = useNavigate()
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) navigate(-1)
    else navigate('/withdraw', { replace: true })
  }
}

/** Checked here before it is sent (type, 5 MB), then uploaded at once; the form keeps its path. */
async function uploadPaymentCode(file: File): Promise<ImageUploadItem> {
  const path = await uploadImage(file)
  if (typeof path !== 'string' || !path) {
    showToast(WorkerToasts.uploadFormat)
    throw new Error(WorkerToasts.uploadFormat)
  }
  return { url: path }
}

function rejectBadImage(file: File): File | null {
  const problem = imageFileProblem(file)
  if (!problem) return file
  showToast(problem)
  return null
}

function WithdrawalInfoForm({ initial }: { initial: WithdrawalInfoView }) {
  const save = useSaveWithdrawalInfo()
  const leave = useLeave()
  const [zfbName, setZfbName] = useState(initial.zfbName)
  const [zfbPhone, setZfbPhone] = useState(initial.zfbPhone)
  const [images, setImages] = useState<ImageUploadItem[]>(
    initial.zfbPaymentCode ? [{ url: initial.zfbPaymentCode }] : [],
  )
  const [uploading, setUploading] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    // Spec §5: nothing is saved while the payment code is still on its way up.
    if (uploading) {
      showToast(UPLOAD_IN_PROGRESS)
      return
    }
    const checked = validate(withdrawalInfoBody, {
      zfbName,
      zfbPhone,
      zfbPaymentCode: images[0]?.url ?? '',
    })
    if (!checked.ok) {
      showToast(checked.message)
      return
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        showToast(WorkerToasts.infoSaved)
        leave()
      },
      onError: (error) => {
        // The server's own refusal has been shown by the request client.
        if (!isBusinessError(error)) showToast(WorkerToasts.saveFailed)
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.intro}>提现将打款至以下支付宝账户，请确保姓名与支付宝实名一致。</p>
      <List mode="card" className={styles.list}>
        <List.Item
          prefix={
            <label className={styles.label} htmlFor="zfb-name">
              支付宝姓名
            </label>
          }
        >
          <Input
            id="zfb-name"
            className={styles.input}
            placeholder="请输入支付宝实名姓名"
            maxLength={20}
            value={zfbName}
            onChange={setZfbName}
            clearable
          />
        </List.Item>
        <List.Item
          prefix={
            <label className={styles.label} htmlFor="zfb-phone">
              支付宝手机号
            </label>
          }
        >
          <Input
            id="zfb-phone"
            className={styles.input}
            type="tel"
            inputMode="numeric"
            placeholder="请输入支付宝绑定手机号"
            maxLength={PHONE_LENGTH}
            value={zfbPhone}
            onChange={(text) => setZfbPhone(text.replace(/\D/g, ''))}
            clearable
          />
        </List.Item>
        <List.Item title={<span className={styles.label}>收款码图片</span>}>
          <p className={styles.hint}>上传支付宝收款码截图，图片不超过5MB</p>
          <ImageUploader
            className={styles.uploader}
            value={images}
            onChange={setImages}
            upload={uploadPaymentCode}
            beforeUpload={rejectBadImage}
            onUploadQueueChange={(tasks) => setUploading(tasks.some((task) => task.status === 'pending'))}
            accept={IMAGE_ACCEPT}
            maxCount={1}
            aria-label="上传收款码图片"
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
          disabled={uploading}
          loading={save.isPending}
          loadingText="保存中"
        >
          {uploading ? '图片上传中…' : '保存'}
        </Button>
      </div>
    </form>
  )
}

/** /withdraw-info-setting (spec §2, §5): the Alipay name, phone and payment code withdrawals go to. */
export function WithdrawInfoSettingRoute() {
  const info = useWithdrawalInfo()

  useEffect(() => {
    // Spec §8: the worker can still fill the form in by hand.
    if (info.isError) showToast(WorkerToasts.withdrawalInfoLoadFailed)
  }, [info.isError])

  let content: ReactNode
  if (info.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  } else {
    const initial = info.data ?? EMPTY_INFO
    content = <WithdrawalInfoForm key={info.isError ? 'manual' : 'loaded'} initial={initial} />
  }
  return (
    <div className={styles.page}>
      <PageNavBar title="提现信息设置" />
      {content}
    </div>
  )
}
