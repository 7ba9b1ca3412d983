/** Contact (placeholder: not built yet). */
export default function ContactPage() {
  return <div className="p-8 text-gray-500">Contact</div>;
}
