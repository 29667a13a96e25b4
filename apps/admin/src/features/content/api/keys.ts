export const contentKeys = {
  all: ['content'] as const,
  systemConfig: () => [...contentKeys.all, 'system-config'] as const,
  h5Config: () => [...contentKeys.all, 'h5-config'] as const,
  userLevels: () => [...contentKeys.all, 'user-levels'] as const,
}
