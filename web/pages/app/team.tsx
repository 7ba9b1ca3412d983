/** Team (placeholder: not built yet). */
export default function TeamPage() {
  return <div className="p-8 text-gray-500">Team</div>;
}
