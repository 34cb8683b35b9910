import { Link } from 'react-router-dom';
import { LegalDocument } from './LegalDocument';

export const TERMS_EFFECTIVE_DATE = '1 Sep 2025';

export function TermsPage() {
  return (
    <LegalDocument title="Terms of Service" effective={TERMS_EFFECTIVE_DATE}>
      <p>
        These terms govern your use of ReagentSwap, a platform where researchers at university laboratories list surplus reagents and swap
        them with other labs. By creating an account you agree to them.
      </p>

      <h2>1. Eligibility and accounts</h2>
      <ul>
        <li>You must be at least 18 years old and a member or employee of a university or research institution.</li>
        <li>Every new account is reviewed by an administrator, who may approve or reject it. Approval usually takes 24-48 hours.</li>
        <li>Keep your details accurate and your password secret. You are responsible for activity on your account.</li>
        <li>
          Accounts of people under 16 are not allowed; where we learn of one, we close it and delete its data (see our{' '}
          <Link to="/privacy">Privacy Policy</Link>).
        </li>
      </ul>

      <h2>2. Listing reagents</h2>
      <ul>
        <li>Only list reagents your lab is entitled to give away, with your lab&apos;s or principal investigator&apos;s consent.</li>
        <li>Describe each reagent truthfully, including amount, storage conditions and expiry date.</li>
        <li>
          Restricted or hazardous materials may not be listed. This includes controlled substances and drug precursors, radioactive
          material, explosives, select agents, toxins, infectious or pathogenic material, and anything whose possession or transfer requires
          a licence or permit.
        </li>
      </ul>

      <h2>3. Swaps and shipping</h2>
      <ul>
        <li>Owners approve or reject the swap requests they receive; nobody is obliged to accept a request.</li>
        <li>
          Shipping is usually paid by the providing lab; for long-distance or international swaps the parties may agree otherwise before the
          swap is approved.
        </li>
        <li>
          You are responsible for packaging and shipping safely and lawfully, following your institution&apos;s rules and any
          dangerous-goods and cold-chain requirements.
        </li>
        <li>Confirm receipt only once the reagent has actually arrived.</li>
      </ul>

      <h2>4. Credits</h2>
      <p>
        Credits are a virtual unit for settling swaps; 1 credit has a virtual value of 1 euro. Credits are not money, cannot be exchanged
        for cash and cannot be transferred outside the platform. Administrators may correct balances that are wrong because of an error or a
        breach of these terms.
      </p>

      <h2>5. Conduct</h2>
      <p>
        Treat other members respectfully, use messages only to arrange swaps and collaborate, and do not misuse the platform, other
        members&apos; data or the notification system.
      </p>

      <h2>6. Suspension</h2>
      <p>
        We may remove listings and suspend accounts that break these terms or put others at risk. A suspended account cannot sign in;
        contact support if you think a suspension is mistaken.
      </p>

      <h2>7. Disclaimer and liability</h2>
      <p>
        ReagentSwap connects labs but does not inspect, store or ship reagents and gives no warranty about their quality or fitness for a
        purpose. Swaps are arranged between members, who remain responsible for them. To the extent the law allows, we are not liable for
        losses arising from swaps between members.
      </p>

      <h2>8. Changes</h2>
      <p>
        We may update these terms. We change the effective date above and tell you about significant changes; continuing to use the platform
        means you accept them.
      </p>

      <h2>9. Contact</h2>
      <p>
        Questions about these terms? <Link to="/contact">Contact us</Link>.
      </p>
    </LegalDocument>
  );
}
