/** The badge's text: the count, capped as chat apps do. */
export const unreadBadge = (unread: number) => (unread > 99 ? '99+' : String(unread))
