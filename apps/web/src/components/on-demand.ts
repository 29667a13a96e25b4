/**
 * Dialogs and viewers a screen opens only when the user asks for them load their code then, so the
 * first download of the screen does not carry them (bench/README.md, Web).
 */
export function openSupportDialog(supportWechatId: string): void {
  void import('./support-dialog.tsx').then((module) => module.showSupportDialog(supportWechatId))
}

export function openImagePreview(images: string[], index: number): void {
  void import('./image-preview.ts').then((module) => module.previewImages(images, index))
}
