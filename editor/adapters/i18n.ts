// Rules text and display names per locale for the previews: the shared
// compiler/i18n/card-text over the store's open copies of the catalogues.
export { cardText, catalogueFor, liveCatalogues, type CardText } from "../../compiler/i18n/card-text.ts";
