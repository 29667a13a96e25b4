import { FIRST_ANSWERS_BLOCK_ID } from '@dianjing/shared'

/** Puts the page's data block in the document with `text` as its content, as the server would send it. */
export function pageWithFirstAnswers(text: string): void {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = FIRST_ANSWERS_BLOCK_ID
  block.textContent = text
  document.head.append(block)
}
