/** The CLI's `access` and `gate` commands (issue 40). */
export const cliAccess = {
  title: 'Access log of booking {{booking}}',
  none: 'No one has used the gate with this rental’s passes yet.',
  time: 'Time',
  branch: 'Branch',
  pass: 'Pass',
  method: 'By',
  result: 'Result',
  owner: '{{name}} (owner)',
  share: '{{name}} (shared)',
  granted: 'Granted',
  denied: 'Denied: {{reason}}',
  scanned: '{{result}} at branch {{branch}}',
} as const;
