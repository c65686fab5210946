export default "M12 5v14M5 12h14";
