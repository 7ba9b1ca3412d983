/** SignUp (placeholder: not built yet). */
export default function SignUpPage() {
  return <div className="p-8 text-gray-500">SignUp</div>;
}
