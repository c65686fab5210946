export default "M5 12h14";
