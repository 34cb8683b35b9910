import { ghsPictogramName, SHIPPING_TEXT, shippingGuidance, type SwapRequestView } from '@reagentswap/contracts';
import { Alert } from 'antd';

/**
 * An approved swap's packing advice (issue 18 item 5), for both parties: contracts' shipping rules
 * applied to the reagent's storage conditions, category and GHS pictograms. Only once approved:
 * before that nothing is to be shipped, and a rejected or cancelled swap never ships.
 */
export function ShippingGuidance({ swap }: { swap: SwapRequestView }) {
  if (swap.status !== 'approved') return null;
  const { reagent } = swap;
  const advice = shippingGuidance({
    storageConditions: reagent.storageConditions,
    categoryId: reagent.category.id,
    ghsPictograms: reagent.ghsPictograms,
  });
  return (
    <section className="shipping-guidance" aria-labelledby="shipping-guidance-title">
      <h2 id="shipping-guidance-title" className="swap-detail__subtitle">
        {SHIPPING_TEXT.sectionTitle}
      </h2>
      <p className="shipping-guidance__intro">
        {SHIPPING_TEXT.intro} Stored: {reagent.storageConditions.trim() || 'not stated'}.
      </p>
      <ul className="shipping-guidance__list">
        {advice.map((item) => (
          <li key={item.id} data-rule={item.id}>
            <Alert
              type={item.id === 'dangerous-goods' ? 'warning' : 'info'}
              showIcon
              title={item.title}
              description={
                <>
                  {item.text}
                  {item.pictograms.length > 0 ? (
                    <span className="shipping-guidance__pictograms">
                      {' '}
                      Pictograms: {item.pictograms.map((code) => `${code} (${ghsPictogramName(code) ?? code})`).join(', ')}.
                    </span>
                  ) : null}
                </>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
