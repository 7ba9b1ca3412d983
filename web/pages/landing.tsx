/** Landing (placeholder: not built yet). */
export default function LandingPage() {
  return <div className="p-8 text-gray-500">Landing</div>;
}
