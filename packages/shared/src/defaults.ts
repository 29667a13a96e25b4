import type { SystemConfig } from './schemas/catalogue.ts'

/** The system config before anything is configured: every text empty. Kept apart from the zod schemas. */
export const EMPTY_SYSTEM_CONFIG: SystemConfig = {
  platformNotification: '',
  complaintImage: '',
  assessmentImage: '',
  homeNotice: '',
  orderNotice: '',
  supportWechatId: '',
}
