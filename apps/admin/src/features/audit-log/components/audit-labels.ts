/** The audited actions and records in words, for the filters: the same list the server labels rows with. */
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@dianjing/shared'

export const ACTION_LABELS = AUDIT_ACTION_LABELS
export const ENTITY_LABELS = AUDIT_ENTITY_LABELS

export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity] ?? entity

export const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }))
export const ENTITY_OPTIONS = Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }))
