/** AcceptInvitation (placeholder: not built yet). */
export default function AcceptInvitationPage() {
  return <div className="p-8 text-gray-500">AcceptInvitation</div>;
}
