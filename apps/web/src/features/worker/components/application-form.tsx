import { APPLICATION_LIMITS, REGION_LABELS } from '@dianjing/shared'
import { Button, ImageUploader, Input, List, Selector, TextArea } from 'antd-mobile'
import { type FormEvent, type ReactNode, useState } from 'react'
import { ImagePickButton, imagesToAdd, noUploadQueue } from '@/components/image-pick-button.tsx'
import { useObjectUrls } from '@/lib/object-urls.ts'
import { type ApplicationDraft, type ApplicationImage, SEX_LABELS } from '../application-draft.ts'
import styles from './application-form.module.css'

const SEX_OPTIONS = Object.entries(SEX_LABELS).map(([value, label]) => ({ value, label }))
const REGION_OPTIONS = Object.entries(REGION_LABELS).map(([value, label]) => ({ value, label }))

interface ApplicationFormProps {
  initial: ApplicationDraft
  submitting: boolean
  onSubmit: (draft: ApplicationDraft) => void
}

function Required({ htmlFor, children }: { htmlFor?: string; children: ReactNode }) {
  const Tag = htmlFor ? 'label' : 'span'
  return (
    <Tag className={styles.label} htmlFor={htmlFor}>
      {children}
      <span className={styles.required} aria-hidden="true">
        *
      </span>
    </Tag>
  )
}

/**
 * The worker join form (spec §5, worker application). Images stay on the phone until submit, so an
 * abandoned form uploads nothing; the submit itself belongs to the page.
 */
export function ApplicationForm({ initial, submitting, onSubmit }: ApplicationFormProps) {
  const [name, setName] = useState(initial.name)
  const [sex, setSex] = useState(initial.sex)
  const [districtServer, setDistrictServer] = useState(initial.districtServer)
  const [briefIntroduction, setBriefIntroduction] = useState(initial.briefIntroduction)
  const [images, setImages] = useState<ApplicationImage[]>(initial.images)

  const preview = useObjectUrls(images.map((image) => image.url))

  const pick = (files: File[]) => {
    const room = APPLICATION_LIMITS.images - images.length
    const picked = imagesToAdd(files, room, `最多上传${APPLICATION_LIMITS.images}张图片`).map(
      (file): ApplicationImage => {
        const url = preview(file)
        return { key: url, url, extra: { file } }
      },
    )
    if (picked.length > 0) setImages([...images, ...picked])
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!submitting) onSubmit({ name, sex, districtServer, briefIntroduction, images })
  }

  return (
    <form onSubmit={submit} noValidate>
      <section className={styles.card} aria-labelledby="apply-form-title">
        <h2 id="apply-form-title" className={styles.cardTitle}>
          申请资料
        </h2>
        <List className={styles.list}>
          <List.Item prefix={<Required htmlFor="apply-name">姓名</Required>}>
            <Input
              id="apply-name"
              className={styles.input}
              placeholder="请输入姓名"
              maxLength={APPLICATION_LIMITS.name}
              value={name}
              onChange={setName}
              clearable
            />
          </List.Item>
          <List.Item prefix={<Required>性别</Required>}>
            <Selector
              className={styles.selector}
              aria-label="性别"
              columns={2}
              options={SEX_OPTIONS}
              value={sex ? [sex] : []}
              onChange={([value]) => setSex(value ?? '')}
            />
          </List.Item>
          <List.Item prefix={<Required>服务区服</Required>}>
            <Selector
              className={styles.selector}
              aria-label="服务区服"
              columns={2}
              options={REGION_OPTIONS}
              value={districtServer ? [districtServer] : []}
              onChange={([value]) => setDistrictServer(value ?? '')}
            />
          </List.Item>
          <List.Item title={<Required htmlFor="apply-intro">个人简介</Required>}>
            <TextArea
              id="apply-intro"
              placeholder="擅长的游戏、位置与段位，可接单的时间段等"
              maxLength={APPLICATION_LIMITS.intro}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              value={briefIntroduction}
              onChange={setBriefIntroduction}
            />
          </List.Item>
          <List.Item
            title={
              <span className={styles.label}>
                资料图片<span className={styles.optional}>（选填）</span>
              </span>
            }
            description={`可上传段位、战绩等截图，最多 ${APPLICATION_LIMITS.images} 张，每张不超过 5MB`}
          >
            <ImageUploader
              className={styles.uploader}
              aria-label="资料图片"
              value={images}
              onChange={(items) => setImages(items as ApplicationImage[])}
              maxCount={APPLICATION_LIMITS.images}
              disableUpload
              upload={noUploadQueue}
            >
              <ImagePickButton label="添加资料图片" onPick={pick} />
            </ImageUploader>
          </List.Item>
        </List>
      </section>
      <div className={styles.footer}>
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={submitting}
          loadingText="提交中"
        >
          提交申请
        </Button>
        <p className={styles.agreement}>提交即表示你保证所填资料真实有效</p>
      </div>
    </form>
  )
}
