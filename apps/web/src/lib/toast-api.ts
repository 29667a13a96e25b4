// The toast's code, behind lib/toast.ts: antd-mobile's Toast brings its mask, animation library and
// icons, which the first screen has no use for.
export { Toast } from 'antd-mobile'
