import { Link } from 'react-router-dom';
import { LegalDocument } from './LegalDocument';

export const PRIVACY_EFFECTIVE_DATE = '2025-09-01';

export function PrivacyPage() {
  return (
    <LegalDocument title="Privacy Policy" effective={PRIVACY_EFFECTIVE_DATE}>
      <p>
        This policy explains what personal data ReagentSwap collects when researchers use the platform to swap surplus laboratory reagents,
        why we collect it, and the rights you have over it.
      </p>

      <h2>1. Who we are</h2>
      <p>
        ReagentSwap is operated for a community of university laboratories. For questions about this policy or your data,{' '}
        <Link to="/contact">contact us</Link>.
      </p>

      <h2>2. The data we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your email address, username and display name, password (stored only as a secure hash), university
          and lab, and your approval status.
        </li>
        <li>
          <strong>Profile data you choose to add:</strong> city, country, expertise, research interests, LinkedIn and website links.
        </li>
        <li>
          <strong>Activity on the platform:</strong> the reagents and reagent requests you post (including photos), swap requests, messages
          you exchange with other members, and your credit history.
        </li>
        <li>
          <strong>Notification settings and devices:</strong> your email and push preferences and, if you enable push notifications, the
          push subscription of each browser you enable them on.
        </li>
        <li>
          <strong>Technical data:</strong> server logs (such as IP address, time and requested page) kept to run and secure the service.
        </li>
      </ul>

      <h2>3. How we use it</h2>
      <ul>
        <li>to create and approve your account and keep you signed in;</li>
        <li>to show your listings and public profile to other approved members and let you arrange swaps;</li>
        <li>to keep the credit ledger that records reservations and transfers of credits;</li>
        <li>to send the emails and push notifications you asked for, and account emails we must send;</li>
        <li>to answer support and contact requests;</li>
        <li>
          to prevent abuse, enforce our <Link to="/terms">Terms of Service</Link> and keep the service secure.
        </li>
      </ul>
      <p>
        We process your data to provide the service you signed up for, on the basis of our legitimate interest in operating a safe platform,
        and, for push notifications, on the basis of your consent, which you can withdraw at any time in your profile settings or browser.
      </p>

      <h2>4. What other members see</h2>
      <p>
        Approved members can see your public profile: name, university, lab, location, expertise, research interests, links and the date you
        joined, together with your listings. Your email address and your notification settings are never shown to other members.
        Administrators can see account details to review registrations and keep the community safe.
      </p>

      <h2>5. Sharing</h2>
      <p>
        We do not sell your data. We share it only with service providers that host the platform and deliver email and push notifications on
        our behalf, under agreements that protect it, or where the law requires us to.
      </p>

      <h2>6. How long we keep it</h2>
      <p>
        We keep your data while your account exists. Records of credit movements are kept as long as needed to keep the ledger verifiable
        and to meet legal obligations. Support and contact messages are deleted once they are no longer needed to handle your request.
      </p>

      <h2>7. Your rights</h2>
      <p>
        You can access and correct most of your data yourself in your profile settings. You also have the right to ask for a copy of your
        data, its erasure, restriction of or objection to its processing, and to receive it in a portable format. You may lodge a complaint
        with your data protection authority. <Link to="/contact">Contact us</Link> to exercise these rights.
      </p>

      <h2>8. Age limits and children&apos;s data</h2>
      <p>
        ReagentSwap is for adults: you must be at least 18 years old to create an account. We do not knowingly collect personal data of
        people under 16. If we learn that we hold data of a person under 16, we delete it and close the account without delay. If you
        believe this has happened, please <Link to="/contact">contact us</Link>.
      </p>

      <h2>9. Cookies and local storage</h2>
      <p>
        We use one essential, secure cookie to keep you signed in. Your browser&apos;s local storage remembers small preferences, such as
        prompts you chose not to see again. We do not use advertising or tracking cookies.
      </p>

      <h2>10. Security</h2>
      <p>
        Passwords are stored as strong one-way hashes, connections are encrypted, and access to personal data is limited to what each role
        needs.
      </p>

      <h2>11. Changes to this policy</h2>
      <p>If we change this policy we update the effective date above and, for significant changes, tell you by email or on the platform.</p>
    </LegalDocument>
  );
}
