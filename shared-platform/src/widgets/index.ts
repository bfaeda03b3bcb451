// The widgets every remote may show (card tiles, catalogue filters, player hover card, subscription flow). They
// are their own shared entry, apart from the platform's main one, so a page that shows none of them (the home
// page) never downloads them.
export {};
