/**
 * The rules a new password must meet. Pure and free of imports: the console checks a password
 * with this same function before sending it (ADR 0042).
 *
 * What a new password lacks, in Unleash's words (empty = acceptable).
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 10) problems.push('The password must be at least 10 characters long.');
  if (password.length > 128) problems.push('The password must be at most 128 characters long.');
  if (!/[A-Z]/.test(password)) problems.push('The password must contain at least one uppercase letter.');
  if (!/[a-z]/.test(password)) problems.push('The password must contain at least one lowercase letter.');
  if (!/[0-9]/.test(password)) problems.push('The password must contain at least one number.');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('The password must contain at least one special character.');
  return problems;
}
