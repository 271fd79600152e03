/** A short Markdown summary of an event for the dashboard (Unleash's formatter, simplified). */
export function summarize(type: string, createdBy: string, project: string | null, feature: string | null, environment: string | null): string {
  const actor = `**${createdBy}**`;
  const flag = feature ? `**${feature}**` : null;
  const where = project ? ` in project **${project}**` : '';
  const env = environment ? ` in **${environment}**` : '';
  switch (type) {
    case 'feature-created':
      return `${actor} created ${flag}${where}`;
    case 'feature-archived':
      return `${actor} archived ${flag}${where}`;
    case 'feature-revived':
      return `${actor} revived ${flag}${where}`;
    case 'feature-environment-enabled':
      return `${actor} enabled ${flag}${env}`;
    case 'feature-environment-disabled':
      return `${actor} disabled ${flag}${env}`;
    case 'project-created':
      return `${actor} created project **${project}**`;
    default:
      return flag ? `${actor} triggered **${type}** on ${flag}${where}` : `${actor} triggered **${type}**${where}`;
  }
}
