import type { RuleBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { arbitrationKeys } from './keys.ts'

/** Rules a split (and at times a fine); it executes at once. Answers the server's words: 裁决已执行. */
export function ruleArbitration({ id, body }: { id: number; body: RuleBody }): Promise<string> {
  return api.postForMessage(`/arbitrations/${id}/rule`, body)
}

export function useRuleArbitration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ruleArbitration,
    // A failure usually means a colleague ruled first: the page is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: arbitrationKeys.all }),
  })
}
