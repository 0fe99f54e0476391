import { TermsArticle } from '../components/terms-article.tsx';

export function ReplacementPartsTermsPage() {
  return (
    <TermsArticle title="Terms and Conditions for Replacement Parts">
      <h2 className="h5">1. Scope</h2>
      <p>
        These terms apply to replacement parts, accessories and field-installed kits for heating and
        ventilation equipment sold through this catalogue. They supplement the warranty that came
        with the original equipment.
      </p>
      <h2 className="h5">2. Choosing the right part</h2>
      <p>
        Match parts by the catalogue number (PCN) or the model number on the equipment&apos;s rating
        plate. Pictures are representations; actual parts may vary. If in doubt, contact your
        distributor or our parts team before ordering.
      </p>
      <h2 className="h5">3. Installation</h2>
      <p>
        Gas, electrical and refrigerant components must be installed by a qualified service
        technician in line with the installation manual and local codes. Incorrect installation may
        void the warranty and can cause property damage, injury or death.
      </p>
      <h2 className="h5">4. Parts warranty</h2>
      <p>
        Genuine replacement parts are warranted against defects in material and workmanship for 12
        months from the date of installation, or 18 months from shipment, whichever comes first. The
        warranty covers the part only; labour, freight and refrigerant are not included.
      </p>
      <h2 className="h5">5. Returns</h2>
      <p>
        Unused parts in their original packaging may be returned within 30 days of delivery with a
        return authorisation number. Electrical parts that have been installed, special-order and
        custom-built items cannot be returned. A restocking fee of 15% may apply.
      </p>
      <h2 className="h5">6. Obsolete parts</h2>
      <p>
        Where a part is no longer made, we may supply a superseding part that fits and performs the
        same function. Superseding parts may differ in appearance.
      </p>
    </TermsArticle>
  );
}
