export default "M19 12H5m7 7-7-7 7-7";
