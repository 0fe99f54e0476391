import { TermsArticle } from '../components/terms-article.tsx';

export function OnlinePurchasesTermsPage() {
  return (
    <TermsArticle title="Terms and Conditions for Online Purchases">
      <h2 className="h5">1. Orders</h2>
      <p>
        An order placed on this site is an offer to buy. It is accepted when we confirm it by e-mail
        with a sales order number. We may decline or cancel an order, for example when a part is no
        longer available or a price was shown in error.
      </p>
      <h2 className="h5">2. Prices and payment</h2>
      <p>
        Prices are in US dollars and are the list prices in force when the order is placed. Payment
        is by credit card; your card is authorised when you place the order and charged when the
        order ships. Card numbers are handled by our payment provider and never stored on this site.
      </p>
      <h2 className="h5">3. Taxes and shipping</h2>
      <p>
        The order summary shows an estimated total before tax. Applicable sales tax is added when
        the order is invoiced. Shipping charges depend on the items and the order value and are
        shown before you confirm.
      </p>
      <h2 className="h5">4. Delivery</h2>
      <p>
        We ship to the address you give at checkout, in any country. Outside the United States,
        import duties, taxes and customs fees are yours to pay, and deliveries take longer. Delivery
        dates are estimates. Risk of loss passes to you when the carrier delivers the shipment.
        Inspect deliveries on arrival and note any damage on the carrier&apos;s receipt.
      </p>
      <h2 className="h5">5. Cancellations and returns</h2>
      <p>
        You may cancel an order until it ships. Returns follow the Terms and Conditions for
        Replacement Parts. Refunds are made to the card used for the purchase.
      </p>
      <h2 className="h5">6. Privacy</h2>
      <p>
        We use the contact and address details you give us to process and deliver your order and to
        answer questions about it. We do not sell personal information.
      </p>
    </TermsArticle>
  );
}
