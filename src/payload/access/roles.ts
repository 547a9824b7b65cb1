/** Back-office roles. Admins manage accounts; editors manage content; sales read the back office. */
export const USER_ROLES = ['admin', 'editor', 'sales'] as const
export type UserRole = (typeof USER_ROLES)[number]

type MaybeUser = { role?: string | null } | null | undefined

export function hasRole(user: MaybeUser, ...roles: UserRole[]): boolean {
  return Boolean(user?.role && (roles as string[]).includes(user.role))
}
