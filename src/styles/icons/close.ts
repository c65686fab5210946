export default "M18 6 6 18M6 6l12 12";
