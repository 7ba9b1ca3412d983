/** Waitlist (placeholder: not built yet). */
export default function WaitlistPage() {
  return <div className="p-8 text-gray-500">Waitlist</div>;
}
