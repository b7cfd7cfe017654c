import type { ReplyOf } from '@self-storage/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#shell/text-field.tsx';

type Buyer = ReplyOf<'taxDocuments'>['datas']['buyer'];
export type BuyerCorrection = Omit<Buyer, 'kind'>;

/**
 * Who a tax invoice is made out to, as the server proposes it (the last one issued, else the
 * registration's), correctable before it is asked for; the server checks each field.
 */
export const TaxBuyerForm = ({
  buyer,
  onIssue,
  onCancel,
}: {
  buyer: Buyer;
  onIssue(buyer: BuyerCorrection): void;
  onCancel(): void;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState(buyer.name);
  const [address, setAddress] = useState(buyer.address);
  const [taxId, setTaxId] = useState(buyer.tax_id);
  const [branch, setBranch] = useState(buyer.branch ?? '');
  const company = buyer.kind === 'company';
  return (
    <form
      className="tax-buyer"
      onSubmit={(event) => {
        event.preventDefault();
        onIssue({ name, address, tax_id: taxId, branch: company ? branch : null });
      }}
    >
      <h3 className="tax-buyer__title">{t('tax.buyerTitle')}</h3>
      <p className="field__hint">{t('tax.buyerHint')}</p>
      <TextField label={t('tax.buyerName')} value={name} onValue={setName} required maxLength={200} />
      <TextField
        label={t('tax.buyerAddress')}
        value={address}
        onValue={setAddress}
        required
        maxLength={500}
      />
      <TextField
        label={t(company ? 'tax.buyerTaxIdCompany' : 'tax.buyerTaxIdPerson')}
        value={taxId}
        onValue={setTaxId}
        required
        maxLength={15}
      />
      {company ? (
        <TextField
          label={t('tax.buyerBranch')}
          value={branch}
          onValue={setBranch}
          required
          inputMode="numeric"
          maxLength={5}
        />
      ) : null}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('tax.cancel')}
        </button>
        <button type="submit" className="button button--primary">
          {t('tax.issue')}
        </button>
      </div>
    </form>
  );
};
