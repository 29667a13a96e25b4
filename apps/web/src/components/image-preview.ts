import { ImageViewer } from 'antd-mobile'

/** Images full screen, swipeable, starting at `index`. */
export function previewImages(images: string[], index: number): void {
  ImageViewer.Multi.show({ images, defaultIndex: index })
}
