import { AMOUNT_DECIMALS } from '@self-storage/core';
import { bangkokIsoDateTime } from '@self-storage/core/dates';
import { VAT_PERCENT } from '@self-storage/core/figures';
import { fromSatang } from '@self-storage/core/money';
import type { ReplacementReason, TaxInvoiceDocument } from './tax-invoice-document.ts';

/**
 * The tax invoice's data as the ETDA's e-Tax Invoice XML (ขมธอ. 3-2560, version 2.0, UN/CEFACT
 * Cross Industry Invoice with ETDA's namespaces): document type T03, ใบเสร็จรับเงิน/ใบกำกับภาษี,
 * the seller and buyer with their tax registrations (13-digit ID followed by the 5-digit branch),
 * each line before VAT, the VAT and the totals. A replacement carries the purpose code of the
 * correction and references the document it replaces. docs/api.md says what is not covered.
 */

/** The file name the XML is attached under inside the PDF/A-3. */
export const ETAX_XML_FILENAME = 'ETDA-invoice.xml';

const RSM = 'urn:etda:uncefact:data:standard:TaxInvoice_CrossIndustryInvoice:2';
const RAM = 'urn:etda:uncefact:data:standard:TaxInvoice_ReusableAggregateBusinessInformationEntity:2';

/** ETDA's purpose codes of a replacement tax invoice: the buyer's name, its address, another reason. */
const PURPOSE = {
  name: { code: 'TIVC01', th: 'ชื่อผิด', en: 'Wrong name' },
  address: { code: 'TIVC02', th: 'ที่อยู่ผิด', en: 'Wrong address' },
  other: { code: 'TIVC99', th: 'แก้ไขรายละเอียดผู้ซื้อ', en: "Buyer's details corrected" },
} as const;

/** What XML 1.0 cannot hold at all, escaped or not (its Char production's complement). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text as element or attribute content. The inputs are checked before they are stored (text-rules),
 * so NOT_XML finds nothing there; a value kept from before those checks still makes a document
 * that parses, each such character written as U+FFFD.
 */
/** One purpose code a document: a single reason's own, or "other" naming every reason when several. */
const purposeOf = (reasons: readonly ReplacementReason[]): { code: string; th: string; en: string } => {
  const [only] = reasons;
  if (reasons.length === 1 && only) return PURPOSE[only];
  const named = reasons.map((r) => PURPOSE[r]);
  return {
    code: PURPOSE.other.code,
    th: named.map((p) => p.th).join(' และ'),
    en: named.map((p) => p.en).join('; '),
  };
};

const xmlText = (value: string): string =>
  value
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const amount = (satang: number): string => fromSatang(satang).toFixed(AMOUNT_DECIMALS);

/** A tax registration: TXID is a tax ID and branch; a person is NIDN (Thai ID) or CCPT (passport). */
const registration = (taxId: string, branch: string | null): string => {
  if (branch !== null) return `<ram:ID schemeID="TXID">${xmlText(taxId + branch)}</ram:ID>`;
  return `<ram:ID schemeID="${/^\d{13}$/.test(taxId) ? 'NIDN' : 'CCPT'}">${xmlText(taxId)}</ram:ID>`;
};

const party = (
  tag: string,
  p: { name: string; address: string; taxId: string; branch: string | null },
): string => `
      <ram:${tag}>
        <ram:Name>${xmlText(p.name)}</ram:Name>
        <ram:SpecifiedTaxRegistration>${registration(p.taxId, p.branch)}</ram:SpecifiedTaxRegistration>
        <ram:PostalTradeAddress>
          <ram:LineOne>${xmlText(p.address)}</ram:LineOne>
          <ram:CountryID schemeID="3166-1 alpha-2">TH</ram:CountryID>
        </ram:PostalTradeAddress>
      </ram:${tag}>`;

const tradeTax = (basis: number, vat: number): string => `
        <ram:ApplicableTradeTax>
          <ram:TypeCode>VAT</ram:TypeCode>
          <ram:CalculatedRate>${VAT_PERCENT}</ram:CalculatedRate>
          <ram:BasisAmount>${amount(basis)}</ram:BasisAmount>
          <ram:CalculatedAmount>${amount(vat)}</ram:CalculatedAmount>
        </ram:ApplicableTradeTax>`;

export const etaxXml = (doc: TaxInvoiceDocument): string => {
  const purpose = doc.replaces ? purposeOf(doc.replaces.reasons) : undefined;
  const lines = [
    ...doc.services.map((l) => ({ label: l.label, net: l.net, vat: l.vat, rate: VAT_PERCENT })),
    ...doc.deposits.map((d) => ({ label: d.label, net: d.amount, vat: 0, rate: 0 })),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:TaxInvoice_CrossIndustryInvoice xmlns:rsm="${RSM}" xmlns:ram="${RAM}">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter>
      <ram:ID schemeAgencyID="ETDA" schemeVersionID="v2.0">ER3-2560</ram:ID>
    </ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${xmlText(doc.number)}</ram:ID>
    <ram:Name>ใบเสร็จรับเงิน/ใบกำกับภาษี</ram:Name>
    <ram:TypeCode>T03</ram:TypeCode>
    <ram:IssueDateTime>${bangkokIsoDateTime(doc.issuedAt)}</ram:IssueDateTime>${
      purpose
        ? `
    <ram:Purpose>${xmlText(purpose[doc.language])}</ram:Purpose>
    <ram:PurposeCode>${purpose.code}</ram:PurposeCode>`
        : ''
    }
    <ram:CreationDateTime>${bangkokIsoDateTime(doc.issuedAt)}</ram:CreationDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>${party('SellerTradeParty', doc.operator)}${party('BuyerTradeParty', doc.buyer)}${
      doc.replaces
        ? `
      <ram:AdditionalReferencedDocument>
        <ram:IssuerAssignedID>${xmlText(doc.replaces.number)}</ram:IssuerAssignedID>
        <ram:IssueDateTime>${doc.replaces.date}T00:00:00</ram:IssueDateTime>
        <ram:ReferenceTypeCode>T03</ram:ReferenceTypeCode>
      </ram:AdditionalReferencedDocument>`
        : ''
    }
      <ram:BuyerOrderReferencedDocument>
        <ram:IssuerAssignedID>${xmlText(doc.bookingNumber)}</ram:IssuerAssignedID>
      </ram:BuyerOrderReferencedDocument>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode listID="ISO 4217 3A">THB</ram:InvoiceCurrencyCode>${tradeTax(doc.base, doc.vat)}
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>${amount(doc.base + doc.deposits.reduce((s, d) => s + d.amount, 0))}</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>${amount(doc.base)}</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount>${amount(doc.vat)}</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>${amount(doc.total)}</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>${lines
      .map(
        (line, index) => `
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>${xmlText(line.label)}</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement>
        <ram:GrossPriceProductTradePrice><ram:ChargeAmount>${amount(line.net)}</ram:ChargeAmount></ram:GrossPriceProductTradePrice>
      </ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax>
          <ram:TypeCode>VAT</ram:TypeCode>
          <ram:CalculatedRate>${line.rate}</ram:CalculatedRate>
          <ram:BasisAmount>${amount(line.net)}</ram:BasisAmount>
          <ram:CalculatedAmount>${amount(line.vat)}</ram:CalculatedAmount>
        </ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementLineMonetarySummation>
          <ram:TaxTotalAmount>${amount(line.vat)}</ram:TaxTotalAmount>
          <ram:NetLineTotalAmount>${amount(line.net)}</ram:NetLineTotalAmount>
          <ram:NetIncludingTaxesLineTotalAmount>${amount(line.net + line.vat)}</ram:NetIncludingTaxesLineTotalAmount>
        </ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>`,
      )
      .join('')}
  </rsm:SupplyChainTradeTransaction>
</rsm:TaxInvoice_CrossIndustryInvoice>
`;
};
