/** Settings (placeholder: not built yet). */
export default function SettingsPage() {
  return <div className="p-8 text-gray-500">Settings</div>;
}
