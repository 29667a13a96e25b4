/** A product card as the catalogue's productList answers it, for home's tests. */
export const productCard = (id: number, gameId: number, type: string, title: string, status = '0') => ({
  id,
  gameId,
  type,
  title,
  briefIntroduction: '简介',
  productCover: `/boot/files/seed/p${id}.svg`,
  preferentialPrice: 9900,
  originalPrice: 12900,
  salesVolume: 100,
  status,
})
