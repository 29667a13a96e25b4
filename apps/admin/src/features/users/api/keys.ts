import type { UserListQuery } from './get-users.ts'

/** Every user query under one root, so a ban refreshes both the list and the user's page. */
export const userKeys = {
  all: ['users'] as const,
  page: (query: UserListQuery) => [...userKeys.all, 'page', query] as const,
  one: (id: number) => [...userKeys.all, 'one', id] as const,
}
