export const CHARGEBACKS_PATH = '/credit_cards/chargebacks';
export const chargebackPath = (id: string) => `${CHARGEBACKS_PATH}/${encodeURIComponent(id)}`;
