/** Settings > Security: change password, two-factor authentication, active sessions (placeholder). */
export function SecuritySettings() {
  return <div className="text-gray-500">Security settings</div>;
}
